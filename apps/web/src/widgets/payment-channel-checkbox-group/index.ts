export {
  PaymentChannelCheckboxGroup,
  type PaymentChannelCheckboxGroupProps,
} from './PaymentChannelCheckboxGroup';
