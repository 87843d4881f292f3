export { StatisticCards, type StatisticCardsProps } from './StatisticCards';
export { statisticValue, type StatisticItem, type StatisticType } from './statistic-value';
