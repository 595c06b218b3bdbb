/** Alias of /search (SPEC.md §2). */
export { default, getServerSideProps } from '../search';
