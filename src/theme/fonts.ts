// Roboto served from the package (no font CDN): only the weights and the Latin subset the site uses.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
