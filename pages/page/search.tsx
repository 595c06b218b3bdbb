/** Alias of /search (docs/DECISIONS.md). */
export { default, getServerSideProps } from '@/pages/search';
