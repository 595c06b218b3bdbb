export { TOKEN_COOKIE, TOKEN_CHANGED_EVENT, getToken, setToken, removeToken, isLoggedIn } from './token';
