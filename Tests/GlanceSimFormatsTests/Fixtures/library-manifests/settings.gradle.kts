// A project written for GlanceSim's tests of library manifest merging (not copied from any app): a calendar app
// shaped like Etar (WorkManager, its own BOOT_COMPLETED receiver, no RECEIVE_BOOT_COMPLETED of its own), the
// same app without WorkManager, a Groovy module, and a Groovy module with only Glance (its versions in string
// templates).
include(":calendar", ":calendar-without-work", ":groovy-app", ":glance-only")
