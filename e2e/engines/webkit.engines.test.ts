/** The purchase journey in WebKit, Safari's engine (journeys.ts). */
import { launchWebKit } from './webdriver.ts';
import { engineJourneys } from './journeys.ts';

engineJourneys('webkit', launchWebKit);
