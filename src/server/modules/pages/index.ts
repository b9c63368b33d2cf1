// What other folders may use of modules/pages (lint: no import reaches past this file).

export { serveWebApp } from './web-app.ts';
