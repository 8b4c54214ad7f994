// jsdom lacks the Fetch API classes that react-router's data router uses on every navigation.
// Node has them; hand Node's over, with Node's AbortController so that Request accepts its signal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      AbortController,
      AbortSignal,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchClasses;
