import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as cart from './cart.service.ts';
import * as catalogue from './catalogue.service.ts';
import * as editors from './catalogue-admin.service.ts';
import * as views from './order-views.service.ts';
import * as svc from './orders.service.ts';

/** Value-added products, the cart and orders (issue 13). */
export function ordersRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    productList: catalogue.listProducts,
    productAttrs: catalogue.productAttrs,
    productPrice: catalogue.productPrice,
    cartAdd: cart.addToCart,
    cartList: cart.listCart,
    cartDelete: cart.removeFromCart,
    cartUpdate: cart.updateCartLine,
    orderOrCartDetail: views.orderOrCartDetail,
    orderPreview: svc.previewOrder,
    orderCommit: svc.commitOrder,
    orderList: views.listOrders,
    orderPay: svc.payOrder,
    orderCancel: svc.cancelOrder,
    catalogueList: editors.listCatalogue,
    catalogueCreate: editors.createProduct,
    catalogueUpdate: editors.updateProduct,
    catalogueEnable: editors.enableProduct,
    cataloguePreview: editors.previewPrice,
  });
}
