// 充电站 and what hangs off one: settings, billing rule, orders, records, customers, software (issue 19, station part).
export {};
