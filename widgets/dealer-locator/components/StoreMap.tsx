import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
import type { Store } from '../../../shared/api/shapes/locations';
import { SafeHtml, sanitize } from '../../../shared/ui';
import { MAP_ZOOM } from '../../../shared/locator';
import './leaflet-vendor.css';
import { useTexts } from '../../../shared/texts';
import { dealerLocatorTexts } from '../texts';
import styles from '../dealer-locator.module.css';

export interface StoreMapProps {
  stores: Store[];
  center: { lat: number; lng: number };
  activeId: string | null;
  onActivate: (id: string) => void;
  /** Tile URL template (`locator.tileUrl`); empty: no tiles (markers on a plain background). */
  tileUrl: string;
  attribution: string;
}

/**
 * Sent (bubbling, from the map's element) once the map exists: `detail.map` is the Leaflet map and
 * `detail.leaflet` the Leaflet the widget uses, for a theme to add layers of its own. The widget
 * itself draws only `locator.tileUrl` tiles.
 */
export const MAP_READY_EVENT = 'pf:locator-map';
export interface LocatorMapReady {
  map: L.Map;
  leaflet: typeof L;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A numbered pin whose accessible name is the store's name (Leaflet makes it a keyboard button). */
const pinIcon = (n: number, name: string) =>
  L.divIcon({
    className: styles.marker,
    html: `<span aria-hidden="true">${n}</span><span class="pf-visually-hidden">${escapeText(name)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  });

/**
 * The stores on a Leaflet map (zoom 10), one labelled marker per store, in step with the list:
 * a marker click highlights the store in the list, a list choice opens the marker's info window.
 * Info windows hold the store's `info_window` HTML through SafeHtml (rendered by React into the
 * popup's element).
 */
export default function StoreMap({ stores, center, activeId, onActivate, tileUrl, attribution }: StoreMapProps) {
  const t = useTexts(dealerLocatorTexts);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const [popups, setPopups] = useState<Array<{ id: string; el: HTMLElement; html: string }>>([]);
  const activate = useRef(onActivate);
  useEffect(() => {
    activate.current = onActivate;
  });

  useEffect(() => {
    // No fade: an info window is readable (full contrast) the moment it opens, for every visitor.
    // The zoom buttons and the attribution's prefix carry the catalog's texts (the effect below).
    const m = L.map(box.current!, { center: [center.lat, center.lng], zoom: MAP_ZOOM, scrollWheelZoom: false, fadeAnimation: false, zoomControl: false });
    // Leaflet writes the attribution as HTML: it goes through the same sanitiser as SafeHtml.
    if (tileUrl) L.tileLayer(tileUrl, { attribution: sanitize(attribution) }).addTo(m);
    map.current = m;
    // The theme may draw its own layers (the preview draws state and county outlines offline).
    box.current!.dispatchEvent(new CustomEvent(MAP_READY_EVENT, { bubbles: true, detail: { map: m, leaflet: L } satisfies LocatorMapReady }));
    return () => {
      m.remove();
      map.current = null;
    };
    // The map is made once per tile source; the centre follows in the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution]);

  const zoomIn = t('zoomIn');
  const zoomOut = t('zoomOut');
  const library = t('mapLibrary');
  const libraryTitle = t('mapLibraryTitle');
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const zoom = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(m);
    m.attributionControl?.setPrefix(`<a href="https://leafletjs.com" title="${escapeText(libraryTitle)}">${escapeText(library)}</a>`);
    return () => {
      zoom.remove();
    };
  }, [zoomIn, zoomOut, library, libraryTitle, tileUrl, attribution]);

  useEffect(() => {
    map.current?.setView([center.lat, center.lng], MAP_ZOOM);
  }, [center.lat, center.lng, tileUrl]);

  useEffect(() => {
    const m = map.current;
    const placed = markers.current;
    if (!m) return;
    const made: Array<{ id: string; el: HTMLElement; html: string }> = [];
    stores.forEach((store, i) => {
      // A store the answer gives no coordinates is listed but not pinned.
      if (store.lat === null || store.lng === null) return;
      const id = String(store.location_id);
      const el = document.createElement('div');
      const marker = L.marker([store.lat, store.lng], { icon: pinIcon(i + 1, store.location_name), title: store.location_name, keyboard: true, riseOnHover: true })
        .bindPopup(el)
        // A click or Enter on the marker opens its info window: the list follows.
        .on('popupopen', () => activate.current(id))
        .addTo(m);
      placed.set(id, marker);
      made.push({ id, el, html: store.info_window || `<strong>${escapeText(store.location_name)}</strong><br>${escapeText(store.address)}` });
    });
    setPopups(made);
    return () => {
      placed.forEach((marker) => marker.remove());
      placed.clear();
    };
  }, [stores, tileUrl]);

  useEffect(() => {
    // A class, not a new icon: the marker keeps keyboard focus when it was the one chosen.
    markers.current.forEach((marker, id) => marker.getElement()?.classList.toggle(styles.markerActive, id === activeId));
    const marker = activeId ? markers.current.get(activeId) : undefined;
    if (marker && map.current) {
      map.current.panTo(marker.getLatLng());
      if (!marker.isPopupOpen()) marker.openPopup();
    }
  }, [activeId, stores, popups]);

  return (
    <div className={styles.mapRegion} role="region" aria-label={t('map')}>
      <div ref={box} className={styles.map} />
      {popups.map((p) => createPortal(<SafeHtml html={p.html} className={styles.infoWindow} />, p.el, p.id))}
    </div>
  );
}
