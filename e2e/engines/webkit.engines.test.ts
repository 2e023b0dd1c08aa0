/** The purchase journey (journeys.ts) and the service worker (service-worker.ts) in WebKit, Safari's engine. */
import { launchWebKit } from './webdriver.ts';
import { engineJourneys } from './journeys.ts';
import { engineServiceWorker } from './service-worker.ts';

engineJourneys('webkit', launchWebKit);
engineServiceWorker('webkit', launchWebKit);
