import { createAppConfig } from '../scripts/webpack/create-app-config';
import { federation } from './module-federation.config';
import { dependencies } from './package.json';

export default createAppConfig({ dir: __dirname, federation, dependencies, host: { htmlTemplate: 'src/index.html', startScript: 'static/start.js' } });
