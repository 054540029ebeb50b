/**
 * Every endpoint table, registered at once: for tests and tools that call endpoints by name
 * (product code imports only the table(s) it calls, see ./core.ts).
 */
import './admin';
import './appointments';
import './cart';
import './customers';
import './forms';
import './kiosk';
import './lists';
import './locations';
import './orders';
import './pages';
import './payment';
import './pos-cart';
import './pos-pages';
import './product';
import './table';
import './tenders';
import './ymm';
