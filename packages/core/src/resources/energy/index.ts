// The energy area's definitions (issue 19), one file per part: devices and sessions (the OCPP
// central system's rows) and stations (the console's screens over them).
export * from './billing-periods.js';
export * from './devices.js';
export * from './stations.js';
