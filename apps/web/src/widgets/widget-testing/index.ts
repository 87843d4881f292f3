export { envelope, installFakeServer, jsonResponse, type FakeRequest } from './fake-server';
export { findMessage, hasMessage } from './find-message';
export { renderWidget, setUpWidgetSuite } from './render-widget';
