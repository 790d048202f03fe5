export { ErrorFallback } from './ErrorFallback';
