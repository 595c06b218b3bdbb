/** Alias of /page/account/favorite (docs/DECISIONS.md). */
export { default, getServerSideProps } from './page/account/favorite';
