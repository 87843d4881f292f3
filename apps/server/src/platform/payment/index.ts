export {
  paymentChannel,
  simulatedChannel,
  usePaymentChannel,
  type PaymentChannel,
  type PaymentReceipt,
  type PaymentRequest,
} from './payment-channel.js';
