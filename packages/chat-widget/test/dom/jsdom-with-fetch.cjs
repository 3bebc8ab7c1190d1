// jsdom, plus Node's fetch: view tests drive the real server over HTTP (packages/test-support/src/dom/live-chat.ts), and
// jest's jsdom environment has no fetch. Use with `@jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
