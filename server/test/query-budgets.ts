/**
 * How many SQL statements each hot operation may issue per request (issue 7: query budgets),
 * counted by platform/db/query-counter.ts: the session lookup when logged in, every statement
 * drizzle sends, and BEGIN + COMMIT for each transaction. query-budgets.int.test.ts drives each
 * case and fails when a count goes over its budget — or more than BUDGET_SLACK under it, so a
 * change that saves statements lowers the budget knowingly too. Raise a budget only on purpose,
 * saying why in the change.
 */
export const QUERY_BUDGETS = {
  /** Visitor: banners, category tree, pins, pinned cards, hottest, newest, shops. */
  homePage: 7,
  /**
   * Visitor searches by keyword, from the offer index (catalogue/offer-index): the page's cards by id, in the statement
   * that checks nothing committed since the index's last catch-up (nothing did here); the shops, categories and
   * chemicals the keyword names are in memory.
   */
  searchOneCharacter: 1,
  searchTwoCharacters: 1,
  searchFourCharacters: 1,
  searchCasNumber: 1,
  /**
   * Keyword, category subtree, packaging, province, price range, in stock, sorted by price: from PostgreSQL (search.ts
   * servedFromMemory), the shops and categories the keyword names and the subtree from memory, then the first page
   * with the capped count in one statement.
   */
  searchFilteredSorted: 2,
  /** Visitor: one product that has reviews, read with its visibility (the view is counted off the request path). */
  productDetails: 1,
  /** Visitor: the reviews block of that product page (summary + one page). */
  productReviews: 4,
  /** Buyer: a new cart line — the session, the product, one statement writing the line where the cart has room. */
  addToCart: 3,
  /** Buyer: an existing line's quantity set (the cart page's stepper): the same one statement. */
  addToCartSetLine: 3,
  /** Buyer: more of a product already in the cart, the sum within the minimum and the stock: the same one statement. */
  addToCartAddToLine: 3,
  /**
   * Buyer: two cart lines of one shop become one order, with the Idempotency-Key the web sends: the session; BEGIN,
   * the lines taken out of the cart with their products locked and the address (checkout-products.ts), the stock
   * reserved, the orders with their lines and first steps (write-placed-orders.ts), the answer kept under the key;
   * COMMIT.
   */
  placeOrder: 7,
  /** Buyer: lines of two shops become two orders in the same number of statements. */
  placeOrderTwoShops: 7,
  /**
   * Buyer: the first page (10) of 全部订单, each order of three lines: the session, the page, its count, the
   * lines and one row per order with its names, mark, contract and invoiced sum (order-view.ts).
   */
  orderList: 5,
} as const;

export type BudgetedOperation = keyof typeof QUERY_BUDGETS;

/** Issue 7's target for placing an order; its budget may never pass it. */
export const PLACE_ORDER_TARGET = 15;

/** How far under its budget a count may fall before the budget must come down. */
export const BUDGET_SLACK = 2;
