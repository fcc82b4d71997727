import Foundation

/// The command line's own resources: its usage errors in every language.
enum CommandLineResources {
  static var bundle: Bundle { .module }
}
