export { readReceiptsMachine } from './read-receipts.machine';
export { readReceiptsMachineFor } from './read-receipts.connect';
export { asksForReceipt, readLabel, needsReceipt, receiptsSupported, VISIBLE_RATIO, visibleShare } from './read-receipts.logic';
export type { ReadLabelOptions, Span } from './read-receipts.logic';
export type { ReadLabel, ReadReceiptsContext, ReadReceiptsEvent, ReadReceiptsInput } from './read-receipts.types';
