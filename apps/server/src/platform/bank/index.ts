export {
  bankAdapter,
  SimulatedBank,
  useBankAdapter,
  type BankAdapter,
  type TransferAnswer,
  type TransferRequest,
} from './bank-transfer.js';
