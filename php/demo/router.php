<?php

declare(strict_types=1);

/**
 * The demo's web server script for PHP's built-in server: `php -S 127.0.0.1:8080 php/demo/router.php`.
 *   /, /product.php   the theme's product page (./product.php)
 *   /theme.css        the theme's stylesheet
 *   /partsfront/…     the built bundle (dist/), with the CORS header a CDN sends (a second
 *                     `php -S` on another port plays the CDN: PF_CDN points at it)
 *   anything else     the store's endpoints, answered by the mock store: the request is passed
 *                     to PF_MOCK_STORE (a Node server running the same handlers as the tests and
 *                     the preview, started by ./serve.mjs) and its answer relayed as is.
 */

$path = (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);

if ($path === '/' || $path === '/product.php') {
    require __DIR__ . '/product.php';
    return true;
}

if ($path === '/theme.css') {
    header('Content-Type: text/css; charset=utf-8');
    readfile(__DIR__ . '/theme.css');
    return true;
}

if (str_starts_with($path, '/partsfront/')) {
    $dist = realpath(getenv('PF_DIST') ?: dirname(__DIR__, 2) . '/dist');
    $file = $dist === false ? false : realpath($dist . '/' . substr($path, strlen('/partsfront/')));
    if ($file === false || !str_starts_with($file, $dist . DIRECTORY_SEPARATOR) || !is_file($file)) {
        http_response_code(404);
        return true;
    }
    $types = ['js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'svg' => 'image/svg+xml', 'png' => 'image/png'];
    header('Content-Type: ' . ($types[pathinfo($file, PATHINFO_EXTENSION)] ?? 'application/octet-stream'));
    header('Access-Control-Allow-Origin: *');
    readfile($file);
    return true;
}

$store = getenv('PF_MOCK_STORE');
if (!$store) {
    http_response_code(502);
    header('Content-Type: text/plain');
    echo "No mock store: start the demo with npm run demo:php (PF_MOCK_STORE is not set).\n";
    return true;
}

// Pass the call on to the mock store, headers and body as sent, and relay its answer.
$headers = [];
foreach (getallheaders() as $name => $value) {
    if (!in_array(strtolower($name), ['host', 'connection', 'content-length', 'accept-encoding'], true)) $headers[] = "$name: $value";
}
$context = stream_context_create(['http' => [
    'method' => $_SERVER['REQUEST_METHOD'],
    'header' => $headers,
    'content' => (string) file_get_contents('php://input'),
    'ignore_errors' => true,
    'follow_location' => 0,
    'timeout' => 20,
]]);
$body = @file_get_contents(rtrim($store, '/') . $_SERVER['REQUEST_URI'], false, $context);
if ($body === false) {
    http_response_code(502);
    return true;
}
foreach ($http_response_header as $i => $line) {
    if ($i === 0) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m)) http_response_code((int) $m[1]);
        continue;
    }
    if (!preg_match('/^(content-length|transfer-encoding|connection|keep-alive|date):/i', $line)) header($line, false);
}
echo $body;
return true;
