/** Alias of /page/account/mypage (docs/DECISIONS.md). */
export { default, getServerSideProps } from './page/account/mypage';
