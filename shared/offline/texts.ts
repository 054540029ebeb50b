import { defineTexts } from '../texts';

/** The register's words on the connection and on the changes that wait (README "When the network drops"). */
export const offlineTexts = defineTexts('offline', {
  offline: 'Offline: the store cannot be reached.',
  back: 'Back online.',
  waiting: {
    one: '{count} change not yet sent: kept on this register and sent by themselves when the store answers.',
    other: '{count} changes not yet sent: kept on this register and sent by themselves when the store answers.',
  },
  nothingWaiting: 'Nothing is waiting to be sent.',
  sending: { one: 'Sending {count} change that waited…', other: 'Sending {count} changes that waited…' },
  allSent: 'Everything that waited has been sent.',
  notKept:
    'This browser does not let the register keep changes on this device: everything works as usual while the store answers, but changes made while the connection is down are kept only until this page is reloaded or closed.',
  tooLong: 'Changes have waited more than 24 hours: have the waiting sales checked with the store as soon as it answers.',
  otherTab: 'This register is open in another tab too: its changes show here, and waiting changes are sent from one tab at a time.',
  cartWorks:
    'Still working: scans of parts looked up before, quantities, removals, PO numbers and custom products. Customers, prices, labor, codes and Check Out need the store.',
  notSent: 'Not yet sent',
  refused: 'Not applied: the store said "{text}"',
  notSeen: '"{code}" has not been looked up on this register before, so it cannot be added offline. Scan it again when the store answers.',
  waitingOrder: 'Changes are waiting to be sent: the order can be saved once the store answers.',
  notSentTotal: 'Not yet sent (before tax)',
  product: 'Product #{id}',
});
