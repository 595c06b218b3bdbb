/**
 * Pages: site-wide SEO, the title and lead of every route of DESIGN.md §3,
 * the login form and the 404 page, merged into `messages` by ../index.ts.
 *
 * One file per page (or group of pages): client code imports the file of its
 * page (e.g. `homePage` from './home'), so a page's first-load JS carries its
 * own texts only; this merged object is for the server and tests.
 */
import { seoMessages } from '../seo';
import { favoritePage, myPage, referralPage } from './account';
import { loginFormMessages, loginPage } from './auth';
import { brandPage } from './brand';
import { pageCommon } from './common';
import { freeRefundsPage } from './freeRefunds';
import { homePage } from './home';
import { applyPage, faqRetailPage } from './info';
import { flashSalePage, newBrandPage, popularPage } from './listings';
import { notFoundMessages } from './notFound';
import { cancelPage, cartPage, orderCompletePage, orderDetailPage, paymentPage } from './orders';
import { productPage } from './product';
import { registerPage } from './register';
import { searchPage } from './search';
import { shopPage } from './shop';

export const pageMessages = {
  seo: seoMessages,
  pages: {
    ...pageCommon,
    home: homePage,
    shop: shopPage,
    product: productPage,
    search: searchPage,
    favorite: favoritePage,
    brand: brandPage,
    cart: cartPage,
    payment: paymentPage,
    orderComplete: orderCompletePage,
    orderDetail: orderDetailPage,
    cancel: cancelPage,
    mypage: myPage,
    referral: referralPage,
    faqRetail: faqRetailPage,
    apply: applyPage,
    login: loginPage,
    register: registerPage,
    freeRefunds: freeRefundsPage,
    newBrand: newBrandPage,
    flashSale: flashSalePage,
    popular: popularPage,
  },
  notFound: notFoundMessages,
  loginForm: loginFormMessages,
} as const;
