// Puck's styles without its web fonts: the editor makes no request beyond the dev server.
import '@puckeditor/core/no-external.css';
import '../theme/fonts';
import '../theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';

// The page editor's screen (/edit, /edit/<route>): an entry of the dev server only (./dev-server/plugin.ts).
const container = document.getElementById('root');
if (!container) throw new Error('The editor page has no #root element');
createRoot(container).render(
  <StrictMode>
    <EditorApp pathname={window.location.pathname} />
  </StrictMode>,
);
