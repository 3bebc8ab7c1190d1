// `npm run bench`: every benchmark of the repository, printing its figures.
import { benchCallSetup } from './call-setup.bench';
import { benchChat } from './chat.bench';
import { benchCluster } from './cluster.bench';
import { benchConsoleSize } from './console-size.bench';
import { benchDelivery } from './delivery.bench';
import { benchSearch } from './search.bench';
import { benchServer } from './server.bench';
import { benchUserSig } from './usersig.bench';
import { benchWidgetOpen } from './widget-open.bench';
import { benchWidgetSize } from './widget-size.bench';

await benchUserSig();
await benchServer();
await benchChat();
await benchCluster();
await benchSearch();
await benchWidgetSize();
await benchConsoleSize();
await benchDelivery();
await benchWidgetOpen();
await benchCallSetup();
