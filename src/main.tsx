import './app/base.css';
import './app/screens.css';
import { startApp } from './boot/start-app.tsx';

void startApp(document.getElementById('root')!);
