<?php

declare(strict_types=1);

/**
 * A theme's product page, the way a store's PHP template embeds Partsfront: the vehicle button,
 * the cart popout, the Application (vehicle) panel, the fitment notice, the product block and
 * a read-more description. Served by `php -S` through ./router.php (`npm run demo:php`).
 *
 * The page is sent with the strict Content-Security-Policy the README recommends, so the demo
 * also shows that nothing of Partsfront needs inline scripts or styles.
 *
 * Environment (set by ./serve.mjs or the browser test):
 *   PF_CDN       URL of the built bundle (default: /partsfront/ on this server)
 *   PF_DIST      the build folder on disk (default: dist/ of the repository)
 */

require __DIR__ . '/../Partsfront.php';

$dist = getenv('PF_DIST') ?: dirname(__DIR__, 2) . '/dist';
$cdn = getenv('PF_CDN') ?: '/partsfront/';
$cdnOrigin = parse_url($cdn, PHP_URL_HOST) === null ? '' : ' ' . parse_url($cdn, PHP_URL_SCHEME) . '://' . parse_url($cdn, PHP_URL_HOST) . (parse_url($cdn, PHP_URL_PORT) ? ':' . parse_url($cdn, PHP_URL_PORT) : '');
$nonce = rtrim(strtr(base64_encode(random_bytes(16)), '+/', '-_'), '=');

header('Content-Type: text/html; charset=utf-8');
header("Content-Security-Policy: default-src 'self'; script-src 'self'{$cdnOrigin} 'nonce-{$nonce}'; style-src 'self'{$cdnOrigin}; img-src 'self' data:{$cdnOrigin}; connect-src 'self'; object-src 'none'; base-uri 'self'");

$store = json_decode((string) file_get_contents(__DIR__ . '/fixtures/store.json'), true, 16, JSON_THROW_ON_ERROR);
$product = json_decode((string) file_get_contents(__DIR__ . '/fixtures/product.json'), true, 64, JSON_THROW_ON_ERROR);

$pf = new Partsfront($cdn, $dist . '/.vite/manifest.json', $nonce);
// The widgets this page mounts on load (the vehicle selector opens on a click: its code loads then).
$widgets = ['cart-popout', 'vehicle-panel', 'fitment', 'product', 'read-more'];
// ?preload=0 leaves the preload links out (the browser test compares them with what the page loads).
$preload = ($_GET['preload'] ?? '1') !== '0';
$h = static fn (string $text): string => htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
?>
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><?= $h($product['name']) ?> | <?= $h($store['name']) ?></title>
<link rel="stylesheet" href="/theme.css">
<?= $pf->config([
    'mode' => 'storefront',
    'guestCheckout' => true,
    'currency' => ['code' => 'USD', 'locale' => 'en-US'],
    // Not read by any widget: the store's own text, to show that it stays text.
    'storeTagline' => $store['tagline'],
]) ?>
<?= $pf->head($widgets, $preload) ?>
</head>
<body>
<header class="site-header">
  <div><strong><?= $h($store['name']) ?></strong> <span class="tagline"><?= $h($store['tagline']) ?></span></div>
  <?= $pf->opener('vehicle-selector', 'Choose your vehicle') ?>
  <?= $pf->widget('cart-popout', [], 'Cart', id: true, attributes: ['class' => 'slot-cart']) ?>
</header>
<div class="layout">
  <aside><?= $pf->widget('vehicle-panel', ['showUniversal' => true], '', id: true, attributes: ['class' => 'slot-panel']) ?></aside>
  <main>
    <h1><?= $h($product['name']) ?></h1>
    <p>Part #: <?= $h($product['part_number']) ?></p>
    <?= $pf->widget('fitment', ['variant' => 'notice', 'aaia' => $product['aaia'], 'mpn' => $product['mpn'], 'productId' => $product['product_id']], '', attributes: ['class' => 'slot-fitment']) ?>
    <?= $pf->widget('product', ['fitmentNotice' => false, 'product' => $product], '<p><strong>' . $h($product['price_text']) . '</strong></p>', attributes: ['class' => 'slot-product']) ?>
    <h2>Description</h2>
    <div class="description">
      <?= $pf->widget('read-more', ['lines' => 3], '<p>' . $h($product['short_description']) . ' Engineered to meet or exceed OE specifications. Every part is inspected before it leaves the warehouse. Quiet, low-dust friction material with chamfers and slots; hardware included where the vehicle needs it. Backed by a limited lifetime warranty against defects in materials and workmanship. Fits the vehicles listed in the Application panel; check yours with the vehicle selector above before you order.</p>') ?>
    </div>
  </main>
</div>
<?= $pf->script() ?>
</body>
</html>
