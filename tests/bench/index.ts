// `npm run bench`: every benchmark of the repository, printing its figures.
import { benchUserSig } from './usersig.bench';

await benchUserSig();
