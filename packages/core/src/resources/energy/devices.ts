// 设备: charge points, connectors, their OCPP messages (issue 19, ocpp part).
export {};
