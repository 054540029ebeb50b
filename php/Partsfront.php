<?php

declare(strict_types=1);

/**
 * Partsfront for a PHP theme (PHP 8.2, no framework): prints the embed contract of
 * ARCHITECTURE.md §1 — the `#pf-config` settings, the placeholders, the loader's script tag —
 * plus the `<head>` links that let the browser fetch a page's widgets at once:
 * `preconnect` to the CDN, `modulepreload` for the loader and every chunk the page's widgets
 * import, and `<link rel="stylesheet">` for their CSS, all read from `dist/.vite/manifest.json`.
 *
 *     $pf = new Partsfront('https://cdn.example.com/partsfront/', __DIR__ . '/partsfront/.vite/manifest.json');
 *     // in <head>
 *     echo $pf->config(['mode' => 'storefront', 'guestCheckout' => true]);
 *     echo $pf->head(['cart-popout', 'product', 'fitment']);
 *     // in <body>
 *     echo $pf->widget('cart-popout', id: true);
 *     echo $pf->widget('fitment', ['aaia' => 'BKDK', 'mpn' => 'ABC123', 'productId' => 42]);
 *     echo $pf->widget('product', ['product' => $product]);
 *     echo $pf->opener('vehicle-selector', 'Choose your vehicle');
 *     // before </body>
 *     echo $pf->script();
 *
 * A pinned release (README "Pinning a release"): each release is served under its own folder,
 * `/partsfront/1.6.0/`, and the helper points at one of them; rolling back is naming the previous one.
 *
 *     $pf = Partsfront::release('https://cdn.example.com/partsfront/', '1.6.0', __DIR__ . '/partsfront');
 *
 * Every store string is escaped where it lands: JSON inside `<script>` cannot close the element
 * or open a comment (`</script>`, `<!--` become `\u003C/script\u003E`, `\u003C!--`), attribute
 * values are HTML-escaped, and fallback HTML is the theme's own (printed as given).
 */
final class Partsfront
{
    /** json_encode flags for JSON inside HTML: no `<`, `>`, `&`, `'` or `"` survives literally in a string. */
    public const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
        | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR;

    private const LOADER_SOURCE = 'mount/index.ts';
    private const MORE_SOURCE = 'mount/registry-more.ts';

    private string $base;
    /** @var array<string, array{file: string, imports?: list<string>, css?: list<string>, dynamicImports?: list<string>}>|null */
    private ?array $manifest = null;

    /**
     * @param string      $cdnBase      URL of the folder that holds `partsfront.js` (the built `dist/`), e.g. `https://cdn.example.com/partsfront/`.
     * @param string      $manifestPath Path of that build's `.vite/manifest.json` on this server (the same build the CDN serves).
     * @param string|null $nonce        The page's CSP nonce, if the store sends one: added to the loader's `<script>`.
     */
    public function __construct(string $cdnBase, private readonly string $manifestPath, private readonly ?string $nonce = null)
    {
        $this->base = rtrim($cdnBase, '/') . '/';
    }

    /**
     * The helper for one pinned release: `$cdnRoot/$version/` is that release's `dist/`, and
     * `$releasesDir/$version/.vite/manifest.json` its manifest on this server.
     *
     * @param string $version A release as package.json and CHANGELOG.md name it (`1.6.0`).
     */
    public static function release(string $cdnRoot, string $version, string $releasesDir, ?string $nonce = null): self
    {
        if (!preg_match('/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/', $version)) {
            throw new InvalidArgumentException("Partsfront: \"$version\" is not a release version (e.g. 1.6.0)");
        }
        return new self(rtrim($cdnRoot, '/') . '/' . $version . '/', rtrim($releasesDir, '/') . '/' . $version . '/.vite/manifest.json', $nonce);
    }

    /** `<script type="application/json" id="pf-config">` with the store settings (ARCHITECTURE.md §1, every key optional). */
    public function config(array $settings): string
    {
        // An empty PHP array would print `[]`; the settings are an object.
        $json = json_encode($settings === [] ? new stdClass() : $settings, self::JSON_FLAGS);
        return '<script type="application/json" id="pf-config">' . $json . "</script>\n";
    }

    /**
     * The `<head>` links for the widgets this page mounts (their names, e.g. `['product', 'cart-popout']`).
     * Widgets that only open on a click (`opener()`) are better left out: their code loads on the click.
     *
     * @param list<string> $widgets
     */
    public function head(array $widgets, bool $preload = true): string
    {
        $origin = self::origin($this->base);
        $out = $origin === null ? '' : '<link rel="preconnect" href="' . self::attr($origin) . "\" crossorigin>\n";
        if (!$preload) return $out;
        [$js, $css] = $this->files($widgets);
        foreach ($css as $file) $out .= '<link rel="stylesheet" href="' . self::attr($this->base . $file) . "\">\n";
        foreach ($js as $file) $out .= '<link rel="modulepreload" href="' . self::attr($this->base . $file) . "\">\n";
        return $out;
    }

    /** The loader's script tag (once per page, at the end of `<body>` or in `<head>`: it waits for the document). */
    public function script(): string
    {
        $nonce = $this->nonce === null ? '' : ' nonce="' . self::attr($this->nonce) . '"';
        return '<script type="module" src="' . self::attr($this->base . 'partsfront.js') . '"' . $nonce . "></script>\n";
    }

    /**
     * A placeholder: `<div data-pf-widget="NAME" …>` (or `id="pf-NAME"` with `$id`, once per page).
     * Scalar props become `data-*` attributes (`productId` → `data-product-id`; true/false → "1"/"0";
     * null is left out); arrays and objects go into `data-pf-props` as JSON. `$fallbackHtml` is the
     * theme's server-rendered content, shown until the widget mounts and kept if it fails.
     *
     * @param array<string, mixed>  $props
     * @param array<string, string> $attributes more attributes for the element (e.g. `class`)
     */
    public function widget(string $name, array $props = [], string $fallbackHtml = '', bool $id = false, array $attributes = [], string $tag = 'div'): string
    {
        $attrs = $id ? ['id' => 'pf-' . $name] : ['data-pf-widget' => $name];
        return '<' . $tag . self::attributes($attrs + self::propAttributes($props) + $attributes) . '>' . $fallbackHtml . '</' . $tag . ">\n";
    }

    /**
     * A button that opens a modal widget on click (`data-pf-open`), with its props as `data-*`.
     *
     * @param array<string, mixed>  $props
     * @param array<string, string> $attributes
     */
    public function opener(string $name, string $label, array $props = [], array $attributes = []): string
    {
        $attrs = ['type' => 'button', 'data-pf-open' => $name] + self::propAttributes($props) + $attributes;
        return '<button' . self::attributes($attrs) . '>' . self::attr($label) . "</button>\n";
    }

    /**
     * The built files the widgets need, loader first, each chunk after the chunks it imports:
     * [JS files, CSS files], paths relative to the build folder.
     *
     * @param list<string> $widgets
     * @return array{0: list<string>, 1: list<string>}
     */
    public function files(array $widgets): array
    {
        $manifest = $this->manifest();
        $more = $manifest[self::MORE_SOURCE]['dynamicImports'] ?? [];
        $js = [];
        $css = [];
        $visit = function (string $key) use (&$visit, &$js, &$css, $manifest): void {
            $entry = $manifest[$key] ?? null;
            if ($entry === null || isset($js[$entry['file']])) return;
            $js[$entry['file']] = true;
            foreach ($entry['imports'] ?? [] as $import) $visit($import);
            // After its imports: the same order the chunks link their CSS in.
            foreach ($entry['css'] ?? [] as $file) $css[$file] = true;
        };
        $visit(self::LOADER_SOURCE);
        foreach ($widgets as $widget) {
            $source = 'widgets/' . $widget . '/index.tsx';
            if (!isset($manifest[$source])) {
                trigger_error('Partsfront: no widget "' . $widget . '" in ' . $this->manifestPath, E_USER_WARNING);
                continue;
            }
            // The widgets outside the storefront core are listed in one small chunk the loader fetches first.
            if (in_array($source, $more, true)) $visit(self::MORE_SOURCE);
            $visit($source);
        }
        return [array_keys($js), $this->joinedStylesheets(array_keys($css))];
    }

    /**
     * A store-calling widget's page links one stylesheet holding the kit's rules and the store
     * core's (`.vite/stylesheets.json` beside the manifest, written by the build), as the loader
     * asks for it: in place of those stylesheets when the page needs them all.
     *
     * @param list<string> $css
     * @return list<string>
     */
    private function joinedStylesheets(array $css): array
    {
        $text = @file_get_contents(dirname($this->manifestPath) . '/stylesheets.json');
        if ($text === false) return $css;
        $joined = json_decode($text, true, 8, JSON_THROW_ON_ERROR);
        $parts = $joined['parts'] ?? [];
        if ($parts === [] || array_diff($parts, $css) !== []) return $css;
        $out = [];
        foreach ($css as $file) {
            if (!in_array($file, $parts, true)) $out[] = $file;
            elseif (!in_array($joined['file'], $out, true)) $out[] = $joined['file'];
        }
        return $out;
    }

    /** @return array<string, array{file: string, imports?: list<string>, css?: list<string>, dynamicImports?: list<string>}> */
    private function manifest(): array
    {
        if ($this->manifest === null) {
            $text = @file_get_contents($this->manifestPath);
            if ($text === false) throw new RuntimeException('Partsfront: cannot read the build manifest ' . $this->manifestPath);
            $this->manifest = json_decode($text, true, 64, JSON_THROW_ON_ERROR);
        }
        return $this->manifest;
    }

    /** @return array<string, string> */
    private static function propAttributes(array $props): array
    {
        $attrs = [];
        $structured = [];
        foreach ($props as $key => $value) {
            if ($value === null) continue;
            if (is_array($value) || is_object($value)) {
                $structured[$key] = $value;
                continue;
            }
            $name = 'data-' . strtolower((string) preg_replace('/(?<!^)[A-Z]/', '-$0', (string) $key));
            $attrs[$name] = is_bool($value) ? ($value ? '1' : '0') : (string) $value;
        }
        if ($structured !== []) $attrs['data-pf-props'] = json_encode($structured, self::JSON_FLAGS);
        return $attrs;
    }

    /** @param array<string, string> $attrs */
    private static function attributes(array $attrs): string
    {
        $out = '';
        foreach ($attrs as $name => $value) $out .= ' ' . $name . '="' . self::attr($value) . '"';
        return $out;
    }

    private static function attr(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }

    private static function origin(string $url): ?string
    {
        $parts = parse_url($url);
        if (!isset($parts['scheme'], $parts['host'])) return null; // a path on the store's own origin
        return $parts['scheme'] . '://' . $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
    }
}
