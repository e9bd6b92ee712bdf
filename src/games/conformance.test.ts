import { conformanceSuite } from './conformance-suite.js';
import { gameModules } from './registry.js';

for (const module of gameModules) conformanceSuite(module);
