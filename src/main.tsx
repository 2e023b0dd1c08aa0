import './app/app.css';
import { startApp } from './boot/start-app.tsx';

void startApp(document.getElementById('root')!);
