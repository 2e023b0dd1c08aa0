import './app/base.css';
import './app/screens.css';
import { startApp } from './boot/start-app.tsx';
import { firstPaint } from './lib/first-paint.ts';
import { holdIdleWork } from './lib/when-idle.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';

holdIdleWork(firstPaint);

void startApp(document.getElementById('root')!);
registerServiceWorker();
