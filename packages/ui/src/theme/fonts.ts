// The console's one UI font, Inter (variable weights), bundled from @fontsource-variable/inter:
// Vite copies its woff2 files into the build, so the font loads from the app itself and no
// request goes to a font service. The browser fetches only the unicode ranges a page uses.
import '@fontsource-variable/inter/index.css';
