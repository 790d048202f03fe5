export { ServiceIcon } from './ServiceIcon';
