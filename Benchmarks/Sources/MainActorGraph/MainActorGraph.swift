// This module is the component the plugin generates from services.json: the same services as
// ResolutionGraph, isolated to the main actor. SwiftPM skips a target without a Swift file of its
// own, so this file is here to keep the target.
