import { useQuery } from '../../../shared/data';
import { Modal } from '../../../shared/ui/Modal';
import styles from '../product.module.css';
import type { ProductPageText } from '../texts';

/** Encodes `url` as an SVG QR code; `qrcode` is imported here only, so it loads on first use. */
async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', margin: 1, width: 220 });
}

/** The query keys of qrSvg (drawn in the browser, no call to the store), beside it as the store's reads' keys are beside theirs in shared/api. */
const qrKeys = {
  svg: (url: string) => ['qr', url] as const,
};

/** A QR code of the product page, in a dialog. */
export default function QrModal({ open, onClose, url, name, t }: { open: boolean; onClose: () => void; url: string; name: string; t: ProductPageText }) {
  const qr = useQuery(qrKeys.svg(url), () => qrSvg(url), { staleMs: Infinity });
  const src = qr.data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}` : '';
  const failed = Boolean(qr.error);

  return (
    <Modal open={open} onClose={onClose} title={t('qrTitle')} size="sm">
      <div className={styles.qr}>
        {src && <img src={src} alt={t('qrAlt', { name })} width={220} height={220} />}
        {!src && !failed && <p role="status">{t('qrMaking')}</p>}
        {failed && <p role="alert">{t('qrFailed')}</p>}
        <p className={styles.muted}>{url}</p>
      </div>
    </Modal>
  );
}
