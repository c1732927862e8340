#!/bin/sh
# Ishido's launcher in the Linux packages: starts the game on its own Java runtime with the options the
# build chose, and passes every argument on. It stands in for jpackage's launcher, which asks rpm and
# dpkg which package owns it at every start: a quarter of a second before the game even begins.
self=$0
while [ -L "$self" ]; do
    link=$(PATH=$PATH:/usr/bin:/bin readlink -- "$self") || break
    case $link in
        /*) self=$link ;;
        *) self=${self%/*}/$link ;;
    esac
done
case $self in
    */*) bin=${self%/*} ;;
    *) bin=. ;;
esac
APPDIR=$bin/../lib/app
exec "$bin/../lib/runtime/bin/ishido" @JVM_OPTIONS@ @MAIN_CLASS@ "$@"
