/** Mounts the page: the theme first (before the first frame), then the shell; then offline use. */
import { render } from 'preact';
import './styles/theme.css';
import './styles/app.css';
import './styles/board.css';
import './styles/views.css';
import './styles/placements.css';
import './styles/tilings.css';
import { Shell } from './app/Shell.js';
import { applyTheme } from './store.js';
import { registerOffline } from './offline.js';

applyTheme();
const root = document.getElementById('app');
if (root === null) throw new Error('index.html has no #app element');
render(<Shell />, root);
registerOffline();
