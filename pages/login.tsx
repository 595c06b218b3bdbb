/** Alias of /register/login (docs/DECISIONS.md). */
export { default, getServerSideProps } from './register/login';
