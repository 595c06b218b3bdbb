/** Alias of /page/account/favorite (SPEC.md §2). */
export { default, getServerSideProps } from './page/account/favorite';
