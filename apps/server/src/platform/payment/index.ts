export {
  paymentChannel,
  simulatedChannel,
  usePaymentChannel,
  type PaymentChannel,
  type PaymentReceipt,
  type PaymentRequest,
} from './payment-channel.js';
export {
  channelOnboarding,
  simulatedOnboarding,
  useChannelOnboarding,
  type ChannelOnboarding,
  type OnboardingReceipt,
  type OnboardingRequest,
} from './channel-onboarding.js';
