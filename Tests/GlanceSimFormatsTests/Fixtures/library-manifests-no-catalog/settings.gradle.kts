// A project written for GlanceSim's tests (not copied from any app): a module that names its libraries through a
// version catalog the project does not have, as a library module vendored without its build's catalog does.
include(":app")
