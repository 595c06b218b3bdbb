/** The part of nprogress 0.2.0 (node_modules/nprogress/nprogress.js) the route progress bar uses. */
declare module 'nprogress' {
  interface NProgressSettings {
    minimum: number;
    easing: string;
    speed: number;
    trickle: boolean;
    trickleSpeed: number;
    showSpinner: boolean;
    parent: string;
    template: string;
  }
  interface NProgress {
    configure(options: Partial<NProgressSettings>): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
    isStarted(): boolean;
    status: number | null;
  }
  const nprogress: NProgress;
  export default nprogress;
}
