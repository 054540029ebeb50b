import { useCallback, useMemo, useState } from 'react';
import { getIps, lookupIp, setIpBanned, type IpLocation, type IpRow, customerKeys } from '../../../shared/api/customer';
import { useMutation } from '../../../shared/data';
import { Button, ConfirmDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { useCustomerName } from './customerName';
import { formatDate, listQuery } from './format';
import { SubList } from './SubList';
import styles from '../pos-customer-edit.module.css';

/** Spec 2 §8. */
export const LOCATION_FAILED = 'Failed to get location details.';

const place = (l: IpLocation) => [[l.city, l.region, l.country].filter(Boolean).join(', '), l.org].filter(Boolean).join(' · ');

/**
 * The Ban IP question: the address, and how many accounts share it when the row says more than
 * one (a ban reaches every account behind that address, not only this customer).
 */
export function banQuestion(row: Pick<IpRow, 'ip' | 'total_accounts'>, name: string): { title: string; body: string } {
  const shared = row.total_accounts > 1;
  return {
    title: shared ? `Ban IP ${row.ip}, used by ${row.total_accounts} accounts?` : `Ban IP ${row.ip} of ${name}?`,
    body: shared ? `The ban applies to every account using ${row.ip}, not only ${name}. Unban IP lifts it.` : 'Unban IP lifts the ban.',
  };
}

/**
 * IP Addresses (spec 2 §3 §4): each IP with its accounts (linking the store's filtered list), the
 * date, Ban IP / Unban IP, and its location from the IP-location service (`ipLookupUrl`). Ban IP
 * asks first (the kit's ConfirmDialog); Unban IP, which takes nothing away, goes at once.
 */
export function IpTab({ customerId }: { customerId: number }) {
  const [locations, setLocations] = useState<Record<string, string>>({});
  const [banning, setBanning] = useState<IpRow | null>(null);
  const name = useCustomerName(customerId);
  const ban = useMutation(({ ip, banned }: { ip: string; banned: boolean }) => setIpBanned(customerId, ip, banned), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.ips(customerId)],
    onSuccess: () => setBanning(null),
  });
  const locate = useMutation((ip: string) => lookupIp(ip), {
    errorToast: LOCATION_FAILED,
    onSuccess: (l, ip) => setLocations((all) => ({ ...all, [ip]: place(l) || '—' })),
    onError: (_, ip) => setLocations((all) => ({ ...all, [ip]: LOCATION_FAILED })),
  });
  const load = useCallback((q: TableQuery, signal: AbortSignal) => getIps(customerId, listQuery(q), signal), [customerId]);
  const columns = useMemo<Column<IpRow>[]>(
    () => [
      { key: 'ip', label: 'IP' },
      {
        key: 'total_accounts',
        label: 'Accounts',
        align: 'end',
        // The store's filtered list when it gives a web address for it; the count alone otherwise.
        render: (r) =>
          r.filter_ip_url ? (
            <a href={r.filter_ip_url} aria-label={`${r.total_accounts} accounts using ${r.ip}`}>
              {r.total_accounts}
            </a>
          ) : (
            r.total_accounts
          ),
      },
      { key: 'date_added', label: 'Date Added', sortable: true, render: (r) => formatDate(r.date_added) },
      {
        key: 'location',
        label: 'Location',
        render: (r) =>
          locations[r.ip] ? (
            <span className={locations[r.ip] === LOCATION_FAILED ? styles.error : undefined}>{locations[r.ip]}</span>
          ) : (
            <Button variant="link" size="sm" disabled={locate.pending} aria-label={`Look up the location of ${r.ip}`} onClick={() => void locate.mutate(r.ip)}>
              Look up
            </Button>
          ),
      },
      {
        key: 'is_banned',
        label: 'Action',
        render: (r) => (
          <Button variant={r.is_banned ? 'secondary' : 'danger'} size="sm" disabled={ban.pending} aria-label={`${r.is_banned ? 'Unban' : 'Ban'} IP ${r.ip}`} onClick={() => (r.is_banned ? void ban.mutate({ ip: r.ip, banned: false }) : setBanning(r))}>
            {r.is_banned ? 'Unban IP' : 'Ban IP'}
          </Button>
        ),
      },
    ],
    [locations, locate, ban],
  );
  const question = banning ? banQuestion(banning, name) : { title: '', body: '' };
  return (
    <>
      <SubList<IpRow> label="IP Addresses" columns={columns} load={load} queryKey={customerKeys.ips(customerId)} rowKey={(r) => r.customer_ip_id} />
      <ConfirmDialog
        open={banning !== null}
        title={question.title}
        confirmLabel="Ban IP"
        danger
        busy={ban.pending}
        onClose={() => setBanning(null)}
        onConfirm={() => banning && void ban.mutate({ ip: banning.ip, banned: true })}
      >
        {question.body}
      </ConfirmDialog>
    </>
  );
}
