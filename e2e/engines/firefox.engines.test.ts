/** The purchase journey (journeys.ts) and the service worker (service-worker.ts) in Firefox ESR. */
import { launchFirefox } from './firefox.ts';
import { engineJourneys } from './journeys.ts';
import { engineServiceWorker } from './service-worker.ts';

engineJourneys('firefox', launchFirefox);
engineServiceWorker('firefox', launchFirefox);
